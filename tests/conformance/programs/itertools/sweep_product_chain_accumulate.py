# probe: sweep-loop itertools: product with repeat, over strings, dicts and an empty axis, consumed lazily and twice; chain and chain.from_iterable over mixed iterables and generators; accumulate with initial; zip_longest; islice over a list
# inputs
bs = [1, 2]
dtypes = ["bf16", "fp8"]
flags = (True, False)
vals = [3, 1, 4, 1, 5, 9, 2, 6]
# body
import itertools
r_product = list(itertools.product(bs, dtypes))
r_product3 = [f"{b}-{d}-{int(f)}" for b, d, f in itertools.product(bs, dtypes, flags)]
r_repeat = list(itertools.product(flags, repeat=2))
r_repeat0 = list(itertools.product(bs, repeat=0))
r_repeat_two_axes = list(itertools.product(bs, "x", repeat=2))
r_empty_axis = list(itertools.product(bs, [], dtypes))
r_no_axes = list(itertools.product())
r_product_str = ["".join(p) for p in itertools.product("ab", "xy")]
r_product_dict = list(itertools.product({"k1": 1, "k2": 2}, [0]))
r_product_len = len(list(itertools.product(range(3), range(4), range(5))))
p = itertools.product(bs, dtypes)
r_first = next(p)
r_rest = list(p)
r_again = list(p)
axes = [bs, dtypes]
p2 = itertools.product(*axes)
bs.append(3)
r_product_snapshot = list(p2)
r_product_after = len(list(itertools.product(*axes)))
bs.pop()
r_chain = list(itertools.chain(bs, "ab", (None,), {"k": 1}, range(2)))
r_chain_from = list(itertools.chain.from_iterable([[1, 2], [], (3,), "xy"]))
r_chain_gen = list(itertools.chain.from_iterable(range(n) for n in range(4)))
r_chain_empty = (list(itertools.chain()), list(itertools.chain([], [])))
r_chain_dicts = list(itertools.chain({"a": 1}, {"b": 2}.items()))
r_acc = list(itertools.accumulate(vals))
r_acc_init = list(itertools.accumulate(vals[:3], initial=100))
r_acc_empty = list(itertools.accumulate([]))
r_acc_empty_init = list(itertools.accumulate([], initial=7))
r_zip_longest = list(itertools.zip_longest(bs, dtypes + ["fp32"], fillvalue="-"))
r_zip_longest_none = list(itertools.zip_longest("ab", [1]))
r_islice = list(itertools.islice(vals, 3))
r_islice_step = list(itertools.islice(vals, 1, None, 3))
r_islice_none = list(itertools.islice(vals, None))
r_sweep = [dict(zip(("bs", "dtype"), pt)) for pt in itertools.product(bs, dtypes) if pt != (2, "fp8")]
r_acc_floats = list(itertools.accumulate([0.1, 0.2, 0.3]))
