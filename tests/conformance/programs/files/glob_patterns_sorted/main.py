# probe: glob.glob of patterns beside the program, sorted: *, ?, [ab], a hidden file not matched by *, recursive ** (with and without recursive=True), no match is []
# inputs
pattern = "*.txt"
# body
import glob
import os
d = os.path.join(os.path.dirname(__file__), "data")
def names(pat, **kw):
    return sorted(os.path.relpath(p, d) for p in glob.glob(os.path.join(d, pat), **kw))
r_star = names(pattern)
r_q = names("a?.txt")
r_class = names("[ab]1.*")
r_hidden = names(".*")
r_rec = names("**/*.txt", recursive=True)
r_norec = names("**/*.txt")
r_none = names("*.md")
r_literal = names("c.log")
