# probe: reversed() prefers __reversed__, else __len__+__getitem__; neither raises TypeError; __reversed__ returning a list
# inputs
n = 3
# body
log = []
class R:
    def __reversed__(self):
        log.append("rev")
        return iter(["z", "y"])
    def __len__(self):
        log.append("len")
        return 2
    def __getitem__(self, i):
        log.append(("gi", i))
        return i
class Seq:
    def __len__(self):
        return n
    def __getitem__(self, i):
        log.append(("seq", i))
        return i * 10
class OnlyGet:
    def __getitem__(self, i):
        return i
r_r = list(reversed(R()))
r_seq = list(reversed(Seq()))
r_log = list(log)
try:
    reversed(OnlyGet())
except TypeError as e:
    r_only = type(e).__name__
class ListRev:
    def __reversed__(self):
        return [1, 2]
r_listrev = type(reversed(ListRev())).__name__
try:
    next(reversed(ListRev()))
except TypeError as e:
    r_listrev_next = type(e).__name__
r_dict = list(reversed({"a": 1, "b": 2}))
