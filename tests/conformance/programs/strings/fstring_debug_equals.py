# probe: f-string '=' debug specifier: repr by default, str/format when a spec or !s is given, whitespace kept, expressions
# inputs
bs = 32
lr = 3e-4
dtype = "bf16"
shape = (4, 8)
# body
r_plain = f"{bs=}"
r_str = f"{dtype=}"
r_spaces = f"{bs = }"
r_spaces2 = f"{ bs=}|{bs =}"
r_spec = f"{lr=:.1e}"
r_spec_str = f"{dtype=:>6}"
r_conv_s = f"{dtype=!s}"
r_conv_r_spec = f"{dtype=!r:>8}"
r_expr = f"{bs * 2=}"
r_call = f"{len(dtype)=}"
r_tuple = f"{shape=}"
r_float = f"{lr=}"
r_multi = f"{bs=}, {dtype=}, {lr=:g}"
r_index = f"{shape[0]=}"
r_bool = f"{bs > 16=}"
r_none = f"{None=}"
