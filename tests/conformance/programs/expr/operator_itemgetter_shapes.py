# probe: operator.itemgetter with one, several, slice and negative items over lists, dicts, strs; errors at call (KeyError, IndexError, TypeError for a wrong argument count)
# inputs
rows = [("b", 2, 9), ("a", 3, 1), ("c", 1, 5)]
d = {"x": 1, "y": 2}
# body
import operator
g1 = operator.itemgetter(1)
g13 = operator.itemgetter(0, 2)
r_one = [g1(r) for r in rows]
r_two = [g13(r) for r in rows]
r_sorted = sorted(rows, key=g1)
r_sorted2 = sorted(rows, key=operator.itemgetter(2, 0))
r_slice = operator.itemgetter(slice(0, 2))("hello")
r_neg = operator.itemgetter(-1)(rows)
r_dict = operator.itemgetter("y", "x")(d)
r_single_tuple = operator.itemgetter(0, 0)("ab")
r_max = max(rows, key=operator.itemgetter(2))
def err(thunk):
    try:
        thunk()
        return "none"
    except (KeyError, IndexError, TypeError) as e:
        return type(e).__name__
r_missing = err(lambda: operator.itemgetter("z")(d))
r_range = err(lambda: operator.itemgetter(5)(rows))
r_argc = err(lambda: g1())
r_argc2 = err(lambda: g1(rows, rows))
r_kw = err(lambda: g1(obj=rows))
r_noitem = err(lambda: operator.itemgetter())
