# probe: str.format with positional, keyword, index, attribute and format specs
# inputs
a = "one"
b = 2
# body
r_auto = "{} and {}".format(a, b)
r_index = "{1} {0} {1}".format(a, b)
r_kw = "{x}-{y}".format(x=a, y=b)
r_spec = "{:>6}|{:<4}|".format(a, b)
r_item = "{0[1]}".format([10, 20])
r_key = "{d[k]}".format(d={"k": "v"})
r_attr = "{0.real}".format(b)
r_conv = "{!r}".format(a)
r_braces = "{{}} {}".format(b)
