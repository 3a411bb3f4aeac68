# probe: str.format with automatic, positional, keyword, index and attribute fields, nested width/precision fields, conversions, format_map, and the errors of mixed numbering and missing fields
# inputs
cfg = {"dtype": "bf16", "dims": [128, 256], "lr": 0.001}
name = "attn"
n = 7
x = 3.14159
# body
import types
ns = types.SimpleNamespace(kind="gemm", size=(4, 8))
r_auto = "{} {} {}".format(name, n, x)
r_pos = "{1}-{0}-{1}".format(name, n)
r_kw = "{a}/{b}".format(a=name, b=n)
r_index = "{0[dtype]} {0[dims][1]} {1[0]}".format(cfg, "xyz")
r_kw_index = "{c[dims][0]}x{c[dims][1]}".format(c=cfg)
r_attr = "{0.kind}:{0.size[1]}".format(ns)
r_attr_kw = "{o.kind!r:>8}|".format(o=ns)
r_real = "{0.real} {0.imag}".format(n)
r_nested = "{:{}.{}f}|".format(x, 10, 2)
r_nested_kw = "{v:>{w}}|{v:<{w}}|".format(v=name, w=6)
r_nested_pos = "{0:{1}}|".format(n, 5)
r_conv = "{!r} {!s} {!a}".format(name, n, "é")
r_spec = "{:>8,.2f}|{:^7}|{:08.3e}".format(12345.678, name, x)
r_map = "{dtype}:{lr}".format_map(cfg)
r_braces = "{{}} {{{}}}".format(n)
r_unpack = "{dtype}-{lr:.0e}".format(**cfg)
r_list_unpack = "{}x{}".format(*cfg["dims"])
r_numeric_key = "{0[1]}".format({1: "int-key", "1": "str-key"})
r_str_key_digits = "{0[a1]}".format({"a1": "ok"})
r_negative_index = None
try:
    "{0[-1]}".format([1, 2])
except TypeError as e:
    r_negative_index = (type(e).__name__, str(e))
try:
    "{} {0}".format(1, 2)
except ValueError as e:
    r_mixed = (type(e).__name__, str(e))
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    r_mixed2 = str(e)
try:
    "{2}".format(1, 2)
except IndexError as e:
    r_missing_index = (type(e).__name__, str(e))
try:
    "{} {}".format(1)
except IndexError as e:
    r_missing_auto = str(e)
try:
    "{0.nope}".format(ns)
except AttributeError as e:
    r_missing_attr = (type(e).__name__, str(e))
try:
    "{0[nope]}".format(cfg)
except KeyError as e:
    r_missing_key = str(e)
try:
    "{".format(1)
except ValueError as e:
    r_single_brace = (type(e).__name__, str(e))
try:
    "}".format(1)
except ValueError as e:
    r_single_close = str(e)
r_extra_args_ok = "{}".format(1, 2, 3)
r_extra_kw_ok = "{a}".format(a=1, b=2)
r_format_builtin = [format(x, ".2f"), format(n, "03d"), format(name, "^8"), format(n), format(True), format(None)]
try:
    "{missing}".format(a=1)
except KeyError as e:
    r_missing_kw = (type(e).__name__, str(e))
