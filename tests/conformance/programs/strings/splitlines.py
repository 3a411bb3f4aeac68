# probe: splitlines with and without keepends, and the line endings it knows
# inputs
text = "one\ntwo\r\nthree\rfour\n"
# body
r_lines = text.splitlines()
r_keep = text.splitlines(True)
r_split_nl = text.split("\n")
r_empty = "".splitlines()
r_trailing = "a\n\nb".splitlines()
