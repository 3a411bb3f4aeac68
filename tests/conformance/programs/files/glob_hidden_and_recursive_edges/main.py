# probe: glob.glob hides dotfiles unless the pattern's own name starts with "." (not "[.]*", not "?a*"); "d/**" with recursive=True lists the folder itself (with a trailing separator) and everything under it not hidden
# inputs
top = "d"
# body
import glob
import os
here = os.path.dirname(__file__)
def rel(pat, **kw):
    return sorted(os.path.relpath(p, here) + ("/" if p.endswith("/") else "") for p in glob.glob(os.path.join(here, pat), **kw))
r_class = rel(top + "/[.]*")
r_q = rel(top + "/?a.txt")
r_dot = rel(top + "/.*")
r_all = rel(top + "/**", recursive=True)
r_sub_star = rel(top + "/*/*")
r_sub_dot = rel(top + "/*/.*")
