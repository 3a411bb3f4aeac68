# probe: the names imported from functools are what CPython has: partial and cached_property are classes, reduce/wraps/lru_cache/cache/singledispatch/total_ordering functions
# inputs
x = 1
# body
from functools import partial, cached_property, reduce, wraps, lru_cache, cache, singledispatch, total_ordering, cmp_to_key, update_wrapper
r_kinds = [isinstance(v, type) for v in (partial, cached_property, reduce, wraps, lru_cache, cache, singledispatch, total_ordering)]
r_partial_name = partial.__name__
r_call = partial(int, "1")() + x
