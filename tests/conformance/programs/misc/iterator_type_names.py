# probe: the iterators harness code keeps at module level over config containers, observed as objects of their type: range, str, tuple, list, dict and its views, set, reversed, bytes, enumerate, zip, map, filter, a generator
# inputs
dtypes = ["bf16", "fp8"]
# body
d = {"a": 1}
it_range = iter(range(4))
it_str = iter("bf16")
it_str_uni = iter("µs")
it_tuple = iter(("a",))
it_list = iter(dtypes)
it_dict = iter(d)
it_values = iter(d.values())
it_items = iter(d.items())
it_set = iter({1})
it_reversed_list = reversed(dtypes)
it_reversed_range = reversed(range(3))
it_reversed_tuple = reversed((1, 2))
it_reversed_dict = reversed(d)
it_bytes = iter(b"ab")
it_enumerate = enumerate(dtypes)
it_zip = zip(dtypes, dtypes)
it_map = map(str, dtypes)
it_filter = filter(None, dtypes)
it_gen = (x for x in dtypes)
it_range_obj = range(3)
it_keys_view = d.keys()
