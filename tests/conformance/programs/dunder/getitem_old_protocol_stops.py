# probe: iteration via __getitem__ alone: stops on IndexError and on StopIteration; other exceptions propagate; iter() on it works; reversed needs __len__
# inputs
n = 3
# body
class Seq:
    def __init__(self, n, stop_with):
        self.n = n
        self.stop_with = stop_with
    def __getitem__(self, i):
        if i >= self.n:
            raise self.stop_with
        return i * 10
r_index = list(Seq(n, IndexError))
r_stop = list(Seq(n, StopIteration))
try:
    list(Seq(n, KeyError))
except KeyError as e:
    r_key = type(e).__name__
it = iter(Seq(2, IndexError))
r_it = (next(it), next(it), next(it, "end"), next(it, "end2"))
try:
    reversed(Seq(n, IndexError))
except TypeError as e:
    r_rev = type(e).__name__
class SeqLen(Seq):
    def __len__(self):
        return self.n
r_rev2 = list(reversed(SeqLen(n, IndexError)))
r_sum = sum(Seq(n, IndexError))
r_sorted = sorted(Seq(n, IndexError), reverse=True)
r_enum = list(enumerate(Seq(2, IndexError)))
