# probe: printf-style % odd syntax: length modifiers (l, h, L) ignored, parenthesised keys with nested parens, '*' with mapping refused, %c of wide code points
# inputs
d = {"(a)": "paren", "a": 1, "b c": "space", "": "empty"}
# body
r_mods = ["%ld" % 5, "%hd" % -3, "%Lf" % 1.5, "%lx" % 255, "%5ld|" % 7, "%-lu|" % 9]
r_keys = ["%((a))s" % d, "%(b c)s" % d, "%()s" % d, "%(a)d%%" % d, "%(a)+05d" % d, "%(a)#x" % d]
r_c = ["%c" % 256, "%3c|" % 0x1F600, "%-3c|" % "z", "%.3c|" % "q"]
r_dict_as_value = "%s" % ({"k": 1},)
r_dict_one = "%s" % {"k": 1}
def err(f, a):
    try:
        return f % a
    except (TypeError, ValueError, KeyError) as e:
        return type(e).__name__ + ": " + str(e)
r_star_map = err("%(a)*d", d)
r_two_with_dict = err("%s %s", {"a": 1})
r_unclosed = err("%(a", d)
