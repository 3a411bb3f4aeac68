# probe: generator yielding sweep points (product of sizes and dtypes), filtered by a predicate, zipped with an index generator, exhausted on second use
# inputs
sizes = [64, 128, 256]
dtypes = ["f16", "f32"]
limit = 200
# body
def points():
    for s in sizes:
        for d in dtypes:
            yield {"m": s, "dtype": d}
def ids():
    i = 0
    while True:
        yield i
        i += 1
gen = (p for p in points() if p["m"] <= limit)
r_zipped = [(i, p["m"], p["dtype"]) for i, p in zip(ids(), gen)]
r_again = list(gen)
g2 = points()
r_first = next(g2)
r_rest_count = sum(1 for _ in g2)
r_next_default = next(g2, "done")
r_filtered = list(filter(lambda p: p["dtype"] == "f16", points()))
r_zip_short = list(zip(range(2), points()))
r_const = list(zip("ab", (x for x in range(5))))
