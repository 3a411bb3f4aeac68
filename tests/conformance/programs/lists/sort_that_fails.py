# probe: a list.sort that raises: a key that raises, or a first comparison that does, leaves the list as it was; a comparison that raises after others went through leaves it in the order CPython's sort had reached (`[2, 1, 4, 3, None]` as `[1, 2, 3, 4, None]`)
# inputs
last = None
# body
def attempt(xs, **kw):
    try:
        xs.sort(**kw)
        return ["ok", xs]
    except (TypeError, ZeroDivisionError) as e:
        return [type(e).__name__, xs]
key_raises = attempt([3, 1, 2], key=lambda v: 1 // (v - 1))
first_comparison = attempt([3, "a", 1, 2])
part_way = attempt([2, 1, 4, 3, last])
reversed_part_way = attempt([2, 1, 4, 3, last], reverse=True)
sorted_copy = [attempt(sorted([2, 1, 4, 3])), attempt([1, 2, 3], reverse=True)]
