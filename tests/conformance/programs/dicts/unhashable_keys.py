# probe: a list, dict or set looked up as a dict key (get, pop, setdefault, [], in) is Python's TypeError; a set looked for in a set is looked for as a frozenset (KeyError, False, no error)
# inputs
key = "a"
# body
def attempt(f):
    try:
        return f()
    except TypeError:
        return "TypeError"
    except KeyError:
        return "KeyError"
table = {"a": 1, "b": 2}
r_get = [attempt(lambda: table.get([key])), attempt(lambda: table.get({key: 1}, 0)), table.get(key), table.get((key,), 0)]
r_pop = [attempt(lambda: table.pop([key])), attempt(lambda: table.setdefault({1, 2})), dict(table)]
r_sub = [attempt(lambda: table[[key]]), attempt(lambda: table[{}]), attempt(lambda: [key] in table), (key,) in table]
seen = {1, 2, frozenset({3})}
r_set = [attempt(lambda: [1] in seen), {3} in seen, attempt(lambda: seen.remove({1, 2})), attempt(lambda: seen.add([1]))]
seen.discard({3})
r_set_after = [len(seen), 1 in seen]
empty = {}
r_empty_pop = [empty.pop([key], 0), attempt(lambda: empty.pop([key])), attempt(lambda: empty.get([key]))]
