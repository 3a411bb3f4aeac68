# probe: a count str methods take as an int (`split`'s and `rsplit`'s `maxsplit`, `replace`'s `count`) refuses `None`, by position or by keyword; leaving it out takes every split or replacement
# inputs
s = "a,b,c"
sep = ","
# body
def attempt(f):
    try:
        return f()
    except TypeError as e:
        return "TypeError: " + str(e)
r_split = attempt(lambda: s.split(sep, None))
r_split_kw = attempt(lambda: s.split(sep, maxsplit=None))
r_rsplit = attempt(lambda: s.rsplit(None, None))
r_replace = attempt(lambda: s.replace(sep, ";", None))
r_given = (s.split(sep, 1), s.rsplit(sep, 1), s.replace(sep, ";", 1))
r_left_out = (s.split(sep), s.rsplit(sep), s.replace(sep, ";"))
