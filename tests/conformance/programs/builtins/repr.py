# probe: repr of strings (quote choice, escapes) and of containers
# inputs
s = "it's"
u = "naïve"
# body
r_repr = repr(s)
r_repr_dq = repr('say "hi"')
r_repr_both = repr("it's \"x\"")
r_repr_u = repr(u)
r_repr_nl = repr("a\nb\t")
r_repr_list = repr([1, "a", None, 2.0])
r_repr_dict = repr({"k": (1,)})
r_repr_set = repr({1})
r_repr_empty_set = repr(set())
r_repr_float = repr(1e20)
r_repr_nested_quote = repr(["it's"])
