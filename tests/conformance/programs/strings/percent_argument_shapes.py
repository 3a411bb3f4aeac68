# probe: what '%' takes as its right operand: a tuple spreads, a list/dict/range is one value (and a mapping excuses unused ones), a str is one value
# inputs
t = (1, 2)
lst = [1, 2]
d = {"k": "v"}
# body
r_tuple = "%s-%s" % t
r_list = "%s" % lst
r_nested = "%s" % (t,)
r_dict = "%s" % d
r_list_unused = "plain" % lst
r_dict_unused = "plain" % d
r_range_unused = "plain" % range(3)
r_empty_tuple = "plain" % ()
r_percent_only = "100%%" % ()
errs = []
for fmt, arg in (("plain", "x"), ("plain", 5), ("%s", ()), ("%s %s", lst), ("%s", (1, 2)), ("%d", lst), ("%d", d), ("%s %s", d), ("%(k)s %s", d)):
    try:
        fmt % arg
        errs.append("ok")
    except TypeError as e:
        errs.append(type(e).__name__)
r_errs = errs
