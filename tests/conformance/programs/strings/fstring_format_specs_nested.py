# probe: f-strings harness tables use: alignment and fill, thousands separators, exponent and percent, !r/!s/!a with widths, nested {x:{w}} and {x:{w}.{p}f} specs, = self-documenting, dict/attribute/index lookups inside fields, braces escaped
# inputs
name = "gemm"
ms = 1234.56789
count = 1234567
ratio = 0.04567
w = 10
p = 3
neg = -42
tiny = 0.000123
# body
r_align = [f"{name:>8}|", f"{name:<8}|", f"{name:^9}|", f"{name:*^9}|", f"{name:.2}|", f"{name:>8.3}|"]
r_num_align = [f"{neg:>6}", f"{neg:<6}|", f"{neg:^7}|", f"{neg:=6}", f"{neg:06}", f"{neg:+}", f"{count:>+12,}"]
r_comma = [f"{count:,}", f"{count:_}", f"{ms:,.2f}", f"{-count:,}", f"{0:,}", f"{999:,}", f"{1000:,}", f"{count:,.1f}"]
r_exp = [f"{ms:.2e}", f"{tiny:.2e}", f"{count:.3e}", f"{0.0:.1e}", f"{ms:E}", f"{neg:.1e}"]
r_pct = [f"{ratio:.1%}", f"{ratio:%}", f"{1:.0%}", f"{-ratio:.2%}"]
r_conv = [f"{name!r:>10}|", f"{name!s:<7}|", f"{'é'!a}", f"{neg!r}", f"{ms!r}", f"{[1, 'a']!r:>12}|"]
r_nested = [f"{ms:{w}}|", f"{ms:{w}.{p}f}|", f"{name:{'>'}{w}}|", f"{count:{w},}|", f"{ms:>{w + 2}.{p - 1}f}|"]
r_self_doc = [f"{w=}", f"{w = }", f"{name=!s}", f"{ms=:.1f}", f"{w*2=}"]
cfg = {"dtype": "bf16", "dims": [1, 2]}
r_lookups = [f"{cfg['dtype']}", f"{cfg['dims'][1]}", f"{len(cfg)}", f"{name.upper()}", f"{ms.real:.1f}"]
r_braces = [f"{{}}", f"{{{name}}}", f"{{name}}", f"{{{{}}}}"]
r_gen_float = [f"{v:g}" for v in (ms, tiny, 1e16, 100.0, 1e-5, 0.0001, float(count))]
r_int_as_float = [f"{count:.2f}", f"{neg:f}", f"{7:e}", f"{True:.1f}", f"{True}", f"{True:>5}"]
r_width_zero = [f"{ms:010.2f}", f"{neg:010.1f}", f"{name:010}", f"{-0.0:05.1f}"]
r_hex = [f"{255:x}", f"{255:#x}", f"{255:#06x}", f"{255:X}", f"{-255:#x}", f"{255:o}", f"{255:#b}", f"{3:08b}"]
r_none_bool = [f"{None}", f"{None!r}", f"{False}", f"{None!s:>6}|"]
r_multiline_expr = f"{ms / 1000:.3f}s {count // 1000}k {ratio * 100:.1f}%"
r_concat = f"{name}" f"-{w}" "-lit"
try:
    f"{name:d}"
except ValueError as e:
    r_err_str_d = (type(e).__name__, str(e))
try:
    f"{ms:,d}"
except ValueError as e:
    r_err_float_d = (type(e).__name__, str(e))
try:
    f"{cfg:>10}"
except TypeError as e:
    r_err_dict_spec = (type(e).__name__, str(e))
try:
    f"{name:{w}.{p}d}"
except ValueError as e:
    r_err_nested = type(e).__name__
