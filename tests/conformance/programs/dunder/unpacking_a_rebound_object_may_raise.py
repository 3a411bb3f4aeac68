# probe: unpacking a name that holds an object of one of two classes, neither iterable: Python's TypeError on both paths, never "ok" where the tool can't tell which class (the one rebound on one side of a branch)
# expect: raises TypeError
# inputs
flag = True
# body
log = []
class Sized:
    def __len__(self):
        log.append("len")
        return 1
class Keyed:
    def __setitem__(self, k, v):
        log.append("set")
o = Sized()
if flag:
    o = Keyed()
r_before = len(log)
first, *rest = o
r_after = "not reached"
