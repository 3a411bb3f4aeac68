# probe: TypeError messages of misusing the iteration protocol: next on a non-iterator, iter of a non-iterable, len and indexing of generators, __iter__ returning a non-iterator, a class with __next__ but no __iter__
# inputs
xs = [1, 2]
# body
def attempt(f):
    try:
        return ("ok", f())
    except TypeError as e:
        return ("TypeError", str(e))
def gen():
    yield from xs
r_next_list = attempt(lambda: next(xs))
r_iter_int = attempt(lambda: iter(5))
r_iter_none = attempt(lambda: list(None))
r_len_gen = attempt(lambda: len(gen()))
r_index_gen = attempt(lambda: gen()[0])
class BadIter:
    def __iter__(self):
        return 5
r_bad_iter = attempt(lambda: list(BadIter()))
r_bad_iter_for = attempt(lambda: [x for x in BadIter()])
class NextOnly:
    def __next__(self):
        return 1
r_next_only_iter = attempt(lambda: iter(NextOnly()))
r_next_only_next = attempt(lambda: next(NextOnly()))
class IterNone:
    __iter__ = None
r_iter_none_attr = attempt(lambda: iter(IterNone()))
r_unpack_int = attempt(lambda: [*5])
r_star_call = attempt(lambda: print(*None))
r_dict_star = attempt(lambda: dict(**[1]))
r_in_int = attempt(lambda: 1 in 5)
r_sum_str = attempt(lambda: sum(["a", "b"]))
r_zip_int = attempt(lambda: list(zip(xs, 5)))
r_enumerate_none = attempt(lambda: enumerate(None))
r_sorted_gen = attempt(lambda: sorted(gen(), key=5))
r_reversed_gen = attempt(lambda: reversed(gen()))
