# probe: Ellipsis and None are singletons with their own types
# inputs
e = ...
n = None
# body
r_is = e is Ellipsis
r_type = type(e).__name__
r_none_type = type(n).__name__
r_bool_e = bool(e)
r_bool_n = bool(n)
r_repr = repr(e)
r_eq = n == None  # noqa: E711
