# probe: iteration over a class with only __getitem__ stops at IndexError and also at StopIteration; a KeyError propagates; membership through __getitem__ too
# inputs
n = 3
# body
class Seq:
    def __init__(self, stop_with):
        self.stop_with = stop_with
    def __getitem__(self, i):
        if i >= n:
            raise self.stop_with(i)
        return i * 2
r_index = list(Seq(IndexError))
r_stop = list(Seq(StopIteration))
try:
    list(Seq(KeyError))
except KeyError as e:
    r_key = ("KeyError", e.args)
r_in = (4 in Seq(IndexError), 5 in Seq(IndexError))
r_for = [x for x in Seq(StopIteration)]
a, b, c = Seq(IndexError)
r_unpack = (a, b, c)
try:
    a, b = Seq(IndexError)
except ValueError as e:
    r_unpack_err = type(e).__name__
