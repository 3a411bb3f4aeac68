# probe: format_map with a dict subclass __missing__ and a missing key, nested fields; maketrans with dicts and its errors; translate deleting
# inputs
cfg = {"model": "llama", "bs": 8, "dims": [64, 128]}
# body
class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"
r_fm = "{model}-{bs:03d}-{dims[1]}".format_map(cfg)
r_fm_missing = "{model}/{lr}".format_map(Default(cfg))
r_fm_attr = "{x.real}|{x!r:>4}".format_map({"x": 3})
try:
    "{model}/{lr}".format_map(cfg)
    r_fm_err = "ok"
except KeyError as e:
    r_fm_err = (type(e).__name__, e.args)
try:
    "{0}".format_map(cfg)
    r_fm_pos = "ok"
except ValueError as e:
    r_fm_pos = type(e).__name__
t = str.maketrans({"a": "1", "b": None, ord("c"): "33"})
r_tr = "abcabc".translate(t)
r_tr_table = sorted(t.items())
r_mk3 = str.maketrans("ab", "xy", "z")
r_tr3 = "abzabz".translate(r_mk3)
r_tr_list = "abc".translate(["A", "B", "C"] * 40)
try:
    str.maketrans("abc", "xy")
    r_mk_err = "ok"
except ValueError as e:
    r_mk_err = type(e).__name__
try:
    str.maketrans({"ab": "x"})
    r_mk_key = "ok"
except ValueError as e:
    r_mk_key = type(e).__name__
try:
    str.maketrans("ab")
    r_mk_one = "ok"
except TypeError as e:
    r_mk_one = type(e).__name__
