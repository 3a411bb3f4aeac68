# probe: point and file names built with f-strings from ints, tuples, bools, None and floats; "x".join of mapped ints; str.format with attribute/index fields
# inputs
op = "gemm"
b = 8
s = 4096
shape = (128, 256, 64)
flag = None
# body
r_name = f"{op}_{b}x{s}"
r_shape = "x".join(map(str, shape))
r_shape2 = f"{op}_" + "x".join(f"{d}" for d in shape)
r_tuple = f"{shape}"
r_none = f"{op}_{flag}"
r_bool = f"{b > 4}_{not flag}"
r_float = f"{s / b}_{s // b}_{2 ** -1}"
r_repr = f"{op!r}_{op!s}_{shape[0]!r}"
r_idx = "{0[1]}x{0[2]}".format(shape)
r_attr = "{0.real}/{0.imag}".format(3 + 4j)
r_dict_fmt = "{d[op]}-{d[b]}".format(d={"op": op, "b": b})
r_eq_spec = f"{b=}, {s=:>6}"
r_stem = f"{op}_{'_'.join(str(d) for d in shape)}.csv"
r_lower = f"{op.upper()}{b:03d}"
