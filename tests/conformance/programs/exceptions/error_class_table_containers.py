# probe: which class each failing container operation raises: list.remove and index of a missing item, pop of empty containers, step zero slices, unhashable keys, unpacking counts, non-iterables
# inputs
items = [1, 2]
# body
def err(f):
    try:
        return ("ok", f())
    except Exception as e:
        return type(e).__name__
r_list_0 = err(lambda: items.remove(9))
r_list_1 = err(lambda: items.index(9))
r_list_2 = err(lambda: [].pop())
r_list_3 = err(lambda: items.pop(5))
r_list_4 = err(lambda: items[::0])
r_list_5 = err(lambda: items[1.0])
r_list_6 = err(lambda: items * 1.5)
r_list_7 = err(lambda: items + (3,))
r_list_8 = err(lambda: items.insert("0", 1))
r_list_9 = err(lambda: items.sort(key=1))
r_dict_0 = err(lambda: {}.popitem())
r_dict_1 = err(lambda: {}.pop("k"))
r_dict_2 = err(lambda: {[]: 1})
r_dict_3 = err(lambda: dict([1]))
r_dict_4 = err(lambda: dict([[1]]))
r_dict_5 = err(lambda: {1: 2}[[1]])
r_dict_6 = err(lambda: dict.fromkeys(5))
r_dict_7 = err(lambda: {}.get())
r_set_0 = err(lambda: set().pop())
r_set_1 = err(lambda: set().remove(1))
r_set_2 = err(lambda: {[1]})
r_set_3 = err(lambda: frozenset().add(1))
r_set_4 = err(lambda: set(items) - items)
r_set_5 = err(lambda: set(items) | 5)
def unpack2(v):
    a, b = v
    return (a, b)
r_unpack_0 = err(lambda: unpack2(1))
r_unpack_1 = err(lambda: unpack2([1]))
r_unpack_2 = err(lambda: unpack2([1, 2, 3]))
r_unpack_3 = err(lambda: unpack2("ab"))
r_unpack_4 = err(lambda: unpack2({"k": 1, "j": 2}))
r_unpack_5 = err(lambda: list(5))
r_unpack_6 = err(lambda: iter(None))
r_unpack_7 = err(lambda: next(items))
r_unpack_8 = err(lambda: len(5))
r_unpack_9 = err(lambda: hash(items))
r_unpack_10 = err(lambda: max([]))
r_unpack_11 = err(lambda: min([], default="d"))
