# probe: which class each failing string operation raises: encode with an unknown codec (LookupError), ascii encode and utf-8 decode failures (Unicode*Error, ValueError subclasses), split on empty, index, center fill, format and percent errors
# inputs
s = "abc"
# body
def err(f):
    try:
        return ("ok", f())
    except Exception as e:
        return (type(e).__name__, isinstance(e, ValueError), isinstance(e, LookupError))
r_codec_0 = err(lambda: s.encode("no-such-codec"))
r_codec_1 = err(lambda: "é".encode("ascii"))
r_codec_2 = err(lambda: b"\xff".decode("utf-8"))
r_codec_3 = err(lambda: b"\xff".decode("ascii", "ignore"))
r_codec_4 = err(lambda: "é".encode("ascii", "replace"))
r_methods_0 = err(lambda: s.split(""))
r_methods_1 = err(lambda: s.index("z"))
r_methods_2 = err(lambda: s.rindex("z"))
r_methods_3 = err(lambda: s.center(9, "xy"))
r_methods_4 = err(lambda: s.find("z"))
r_methods_5 = err(lambda: s.removeprefix(1))
r_methods_6 = err(lambda: s * 1.5)
r_methods_7 = err(lambda: s + 1)
r_methods_8 = err(lambda: s[::0])
r_methods_9 = err(lambda: s["0"])
r_methods_10 = err(lambda: s.replace("a"))
r_methods_11 = err(lambda: s.join([1]))
r_format_0 = err(lambda: "{}".format())
r_format_1 = err(lambda: "{x}".format())
r_format_2 = err(lambda: "{0:d}".format(s))
r_format_3 = err(lambda: "%d" % s)
r_format_4 = err(lambda: "%s %s" % (s,))
r_format_5 = err(lambda: "%(a)s" % {})
r_format_6 = err(lambda: "%s" % (s, s))
r_format_7 = err(lambda: f"{s:>{-1}}")
r_format_8 = err(lambda: format(1.5, "d"))
r_format_9 = err(lambda: "{:x}".format(1.5))
