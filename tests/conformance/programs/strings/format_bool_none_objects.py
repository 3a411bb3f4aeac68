# probe: format()/str.format/f-strings on bool, None, list and tuple values: bool takes int's numeric codes, empty spec is str(), others refuse non-empty specs
# inputs
t = True
f = False
# body
r_bool_num = [format(t, s) for s in ("d", "05", "x", "b", ".1f", "e", "%", "+", "^5", "c" if False else "o", ",")]
r_bool_empty = (format(t, ""), format(f, ""), "{}".format(t), f"{f}", "{!s:6}|".format(t), "{!r:>6}".format(f))
r_none = (format(None, ""), "{}".format(None), f"{None!r}", "{!s:>6}".format(None), f"{None!s:*<6}")
r_list = (format([1, 2], ""), "{}".format((1,)), f"{[1, 'a']!s:>10}", f"{(1, 2)!r}")
r_fstr_bool_width = f"{t:>6}|{t!s:>6}|{f:<3}|{f!s:<6}|"
r_bool_sum_fmt = f"{t + t:03d}"
def err(v, s):
    try:
        return format(v, s)
    except (TypeError, ValueError) as e:
        return type(e).__name__ + ": " + str(e)
r_none_spec = err(None, ">5")
r_list_spec = err([1], "10")
r_bool_s = err(t, "s")
r_tuple_spec = err((1,), "d")
