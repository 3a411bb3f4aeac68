# probe: expandtabs with tabsize 0, 1, default, and columns reset by \n and \r but not by other breaks
# inputs
s = "a\tbc\td\n\tx\r\ty\x0b\tz"
size = 4
# body
r_default = s.expandtabs()
r_4 = s.expandtabs(size)
r_0 = s.expandtabs(0)
r_1 = s.expandtabs(1)
r_kw = "\t\t".expandtabs(tabsize=3)
r_exact = "abcd\te".expandtabs(4)
r_nonascii = "\u00e9\t|".expandtabs(4)
r_neg = "a\tb".expandtabs(-1)
