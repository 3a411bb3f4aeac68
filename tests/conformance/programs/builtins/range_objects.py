# probe: range objects as values, not only looped over: their text, type, equality (to ranges, never to lists), attributes, slices (ranges too), hashing, and the operators and item assignment they refuse
# inputs
stop = 10
# body
def attempt(f):
    try:
        return f()
    except TypeError:
        return "TypeError"
    except AttributeError:
        return "AttributeError"
r = range(0, stop, 3)
r_text = [str(r), repr(range(3)), f"{range(2)}", str(r[1:]), repr(range(stop)[1:8:3]), repr(range(stop)[::-1]), str(range(stop)[5:2])]
r_type = [type(r) is range, type(r) is list, isinstance(r, list), isinstance(r, range), isinstance(r, (tuple, object))]
r_eq = [r == [0, 3, 6, 9], range(3) == range(0, 3), range(0) == range(5, 5), r != list(r), range(2) in [[0, 1], range(2)]]
r_read = [list(r), len(r), 6 in r, r.index(6), r.count(3), (r.start, r.stop, r.step), r[-1], sum(r), sorted(r, reverse=True)]
r_hash = [{range(3): "x"}.get(range(0, 3)), len({range(2), range(0, 2)})]
r_refused = [attempt(lambda: r + [1]), attempt(lambda: [1] + r), attempt(lambda: r * 2), attempt(lambda: r < range(4)), attempt(lambda: r.append(1))]
def assign():
    r[0] = 1
r_assign = attempt(assign)
r_after = [x * 2 for x in r]
import copy
import dataclasses
@dataclasses.dataclass
class Span:
    r: range
r_copies = [copy.copy(r) == r, str(copy.deepcopy(r)), str(dataclasses.asdict(Span(range(2)))["r"]), len({r, range(0, stop, 3)})]
r_range_methods = [attempt(lambda: r.index(3, 1)), attempt(lambda: r.count()), r.count(9)]
