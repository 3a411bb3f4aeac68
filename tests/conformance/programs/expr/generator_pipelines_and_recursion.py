# probe: generators chained into pipelines (each pulling from the last, lazily, in interleaved order), recursive generators walking nested data with yield from, and a return in the middle of a generator's loop
# inputs
tree = {"a": {"b": 1, "c": {"d": 2}}, "e": 3}
nums = [1, 2, 3, 4, 5]
# body
order = []
def source(xs):
    for x in xs:
        order.append(("src", x))
        yield x
def double(it):
    for x in it:
        order.append(("dbl", x))
        yield x * 2
def take_while_small(it, limit):
    for x in it:
        if x > limit:
            return
        yield x
r_pipeline = list(take_while_small(double(source(nums)), 6))
r_order = list(order)
def walk(node, prefix=""):
    for k, v in node.items():
        path = prefix + "/" + k
        if isinstance(v, dict):
            yield from walk(v, path)
        else:
            yield (path, v)
r_walk = list(walk(tree))
r_walk_dict = dict(walk(tree))
def flatten(x):
    if isinstance(x, (list, tuple)):
        for y in x:
            yield from flatten(y)
    else:
        yield x
r_flatten = list(flatten([1, (2, [3, [4]]), [], 5]))
def chunks(xs, size):
    chunk = []
    for x in xs:
        chunk.append(x)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk
r_chunks = list(chunks(nums, 2))
def enumerate_from(it, start):
    i = start
    for x in it:
        yield i, x
        i += 1
r_enum = dict(enumerate_from(source("xyz"), 10))
gen_of_gens = (source(range(k)) for k in range(3))
r_nested_gens = [list(g) for g in gen_of_gens]
r_sum_pipeline = sum(x for x in double(source(nums)) if x % 4 == 0)
