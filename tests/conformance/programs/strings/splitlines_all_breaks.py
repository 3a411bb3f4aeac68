# probe: splitlines on every line boundary Python knows (\r\n as one, \v \f \x1c-\x1e \x85 \u2028 \u2029) with and without keepends
# inputs
s = "a\r\nb\rc\nd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l"
keep = True
# body
r_plain = s.splitlines()
r_keep = s.splitlines(keep)
r_keep_kw = "x\n\ny\r\n".splitlines(keepends=True)
r_crlf_split = "\r\n\r\n".splitlines()
r_lf_cr = "a\n\rb".splitlines()
r_trailing = ("\n".splitlines(), "".splitlines(), "x".splitlines(True))
r_int_keep = "a\nb".splitlines(1)
r_vs_split = "a\x1fb".splitlines()
