# probe: itertools.chain and chain.from_iterable take no keyword arguments, from_iterable exactly one argument; product takes only repeat=
# inputs
xs = [1, 2]
# body
import itertools
def outcome(f):
    try:
        return ("ok", f())
    except TypeError as e:
        return ("TypeError", str(e))
r_chain_kw = outcome(lambda: list(itertools.chain(xs, strict=True)))
r_from_two = outcome(lambda: list(itertools.chain.from_iterable([xs], [xs])))
r_product_kw = outcome(lambda: list(itertools.product(xs, repeats=2)))
r_product_repeat = outcome(lambda: list(itertools.product(xs, repeat=2)))
r_from_kw = outcome(lambda: list(itertools.chain.from_iterable(iterable=[xs])))
