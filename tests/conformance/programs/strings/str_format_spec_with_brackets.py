# probe: '[' and ']' in a str.format spec are plain characters (fill), while in the field name they enclose a key that may hold braces
# inputs
v = "ab"
# body
r_fill_open = "{0:[<5}|".format(v)
r_fill_close = "{0:]>5}|".format(v)
r_center = "{0:[^6}|".format(v)
r_key_brace = "{0[}]}".format({"}": "closing"})
r_key_colon = "{0[:]}|{0[!]}".format({":": "colon", "!": "bang"})
r_fstr = f"{v:[<5}|"
