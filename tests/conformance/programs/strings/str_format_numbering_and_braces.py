# probe: str.format auto and manual numbering, switching errors, extra arguments ignored, doubled braces, stray braces
# inputs
a = "A"
b = 2
# body
r_auto = "{}{}".format(a, b, "extra")
r_manual = "{1}{0}{1}".format(a, b)
r_kw_mix = "{}{x}{}".format(a, b, x="X")
r_braces = "{{}}{{{}}}".format(a)
r_nested_auto = "{:{}}|".format(a, b)
r_nested_manual = "{0:>{1}}|".format(a, 4)
r_empty = "".format(1, 2)
r_conv = "{!r}{!s}{!a}".format(a, a, "\u00e9")
errs = []
for fmt in ("{}{0}", "{0}{}", "{", "}", "{0!x}", "{0!}", "{0!rr}", "{2}", "{x}", "a}b", "{0:{1:{2}}}"):
    try:
        fmt.format(a, b, 3)
        errs.append("ok")
    except (ValueError, IndexError, KeyError) as e:
        errs.append(type(e).__name__)
r_errs = errs
