# probe: str.format field names: indexes, attributes, string keys, digit-only keys as ints, negative and spaced keys as strings
# inputs
row = {"name": "n1", "0": "zero-str", 0: "zero-int", "-1": "neg-str", " a": "spaced"}
seq = ["s0", "s1", "s2"]
# body
class P:
    x = 3
    y = [10, 20]
r_dict = "{0[name]}|{0[0]}|{0[-1]}|{0[ a]}".format(row)
r_seq = "{0[0]}{0[2]}|{1[1]}".format(seq, "xyz")
r_attr = "{0.x}|{0.y[1]}|{p.y[0]}".format(P, p=P)
r_kw_idx = "{d[name]}".format(d=row)
r_nested = "{0[y][1]}".format({"y": seq})
errs = []
for fmt, args in (("{0[-1]}", (seq,)), ("{0[3]}", (seq,)), ("{0.z}", (P,)), ("{0[missing]}", (row,)), ("{0[}", (row,)), ("{0.}", (P,)), ("{0[0]x}", (seq,))):
    try:
        fmt.format(*args)
        errs.append("ok")
    except (TypeError, IndexError, AttributeError, KeyError, ValueError) as e:
        errs.append(type(e).__name__)
r_errs = errs
