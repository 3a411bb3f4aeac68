# probe: str.expandtabs column tracking across \n and \r, tabsize 0/1/negative, tabs at column boundaries
# inputs
text = "a\tbc\tdef\tghij\tk"
# body
r_default = text.expandtabs()
r_sizes = [text.expandtabs(n) for n in (0, 1, 2, 3, 4)]
r_newline = "ab\tc\nd\te".expandtabs(4)
r_cr = "abc\r\tx".expandtabs(4)
r_boundary = "abcd\tx".expandtabs(4)
r_only_tabs = "\t\t".expandtabs(3)
r_kw = "a\tb".expandtabs(tabsize=5)
r_other_ws = "a\x0bb\tc\x0cd\te".expandtabs(4)
r_len = [len(("x" * k + "\t").expandtabs(8)) for k in range(0, 10)]
r_neg = text.expandtabs(-2)
