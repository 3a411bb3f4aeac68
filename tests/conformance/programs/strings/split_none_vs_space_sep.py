# probe: split(None) folds whitespace runs and drops the ends; split(' ') keeps empty fields; tabs and newlines only fold with None
# inputs
s = " a \t b\n\nc  "
n = 2
# body
r_none = s.split()
r_space = s.split(" ")
r_none_n = s.split(None, n)
r_space_n = s.split(" ", n)
r_rnone_n = s.rsplit(None, n)
r_rspace_n = s.rsplit(" ", n)
r_tab = s.split("\t")
r_kw = s.split(sep=None, maxsplit=1)
r_rkw = s.rsplit(maxsplit=1)
r_only_ws = ("\t\n ".split(), "\t\n ".split(" "), "\t\n ".rsplit(None, 0))
r_neg = s.split(" ", -5) == s.split(" ")
