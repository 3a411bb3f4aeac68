# probe: ascii() of str, containers and numbers: non-ASCII escaped by width (\x, \u, \U), ASCII controls as repr escapes
# inputs
s = "caf\u00e9 \u4e2d \U0001f600 \t\x7f"
# body
r_str = ascii(s)
r_list = ascii([s, 1, None])
r_dict = ascii({"\u00e9": "\u00ff"})
r_num = (ascii(1.5), ascii(-3), ascii(True))
r_quotes = (ascii("it's \u00e9"), ascii("both ' \" \u00e9"))
r_same_as_repr = ascii("plain") == repr("plain")
r_fa = f"{s!a}"
r_pct_a = "%a|%5a|%-6a|" % ("\u00e9", "x", "\u00e9")
