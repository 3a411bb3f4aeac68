# probe: arguments Python reads as an integer (list.insert's and list.pop's index, enumerate's start, sort's reverse): a float, a string, None refused with TypeError; a bool taken as 0 or 1; the list left as it was
# inputs
pos = 1
# body
def attempt(f):
    try:
        return f()
    except TypeError:
        return "TypeError"
xs = [1, 2, 3]
r_insert = [attempt(lambda: xs.insert("x", 9)), attempt(lambda: xs.insert(1.0, 9)), attempt(lambda: xs.insert(None, 9)), list(xs)]
xs.insert(True, 7)
r_insert_bool = list(xs)
r_pop = [attempt(lambda: xs.pop("x")), attempt(lambda: xs.pop(1.5)), attempt(lambda: xs.pop([pos])), list(xs)]
r_pop_bool = [xs.pop(False), list(xs)]
r_enum = [attempt(lambda: list(enumerate(xs, 1.5))), attempt(lambda: list(enumerate(xs, "1"))), attempt(lambda: list(enumerate(xs, start=None)))]
r_enum_ok = [list(enumerate(xs, True)), list(enumerate(xs, -pos)), list(enumerate(xs, start=pos * 10))]
ys = [3, 1, 2]
r_reverse = [attempt(lambda: ys.sort(reverse=-0.0)), list(ys), attempt(lambda: sorted(ys, reverse="yes")), sorted(ys, reverse=2), attempt(lambda: sorted(ys, reverse=None))]
class Ix:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
r_index_object = ["ab" * Ix(pos + 1), [0] * Ix(3), Ix(2) * (pos,), xs[Ix(0)]]
r_index_bounds = [attempt(lambda: [].index(Ix(1), 2.5)), attempt(lambda: (1, 2).index(2, "x")), [1, 2, 1].index(1, 1), attempt(lambda: [1].index(1, None))]
