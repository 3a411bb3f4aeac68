# probe: config values of the wrong container type: a list where a dict is read (.get AttributeError, ["k"] TypeError), an int iterated, a str iterated by chars, a dict iterated by keys
# inputs
backends = "halops"
kernel = ["tile", 128]
iters = 10
shapes = {"a": [1, 2]}
# body
def attempt(fn):
    try:
        return ("ok", fn())
    except (TypeError, AttributeError, KeyError, ValueError) as e:
        return ("err", type(e).__name__)
r_iter_str = attempt(lambda: [b for b in backends])
r_iter_int = attempt(lambda: [i for i in iters])
r_iter_dict = attempt(lambda: list(shapes))
r_get_on_list = attempt(lambda: kernel.get("tile"))
r_idx_list_str = attempt(lambda: kernel["tile"])
r_len_int = attempt(lambda: len(iters))
r_in_str = attempt(lambda: "hal" in backends)
r_in_int = attempt(lambda: 1 in iters)
r_unpack = attempt(lambda: [(m, n) for m, n in shapes])
r_unpack2 = attempt(lambda: [(m, n) for m, n in shapes.items()])
r_dict_from_list = attempt(lambda: dict(kernel))
r_dict_from_pairs = attempt(lambda: dict([kernel]))
r_join = attempt(lambda: ",".join(kernel))
r_sorted = attempt(lambda: sorted(kernel))
