# probe: containers compare items by identity before ==: the same nan object in tuples, lists, sets, dicts, in/count/index/remove
# inputs
seed = "nan"
# body
n = float(seed)
m = float(seed)
t = (n, 1)
r_tuple_eq = (t == (n, 1), t == (m, 1), t != (n, 1))
r_tuple_lt = (t < (n, 2), (n, 1) <= (n, 1))
r_list_eq = ([n] == [n], [n] == [m])
r_in = (n in (n,), n in [n], m in (n,), n in {n}, n in {n: 0}, n in frozenset([n]))
r_count = ((n, n, m).count(n), [n, m].count(m))
r_index = ((m, n).index(n), [n].index(n))
lst = [m, n]
lst.remove(n)
r_removed = len(lst)
r_set_len = (len({n, n}), len({n, m}), len(set([n, n, m])))
r_dict_len = len({n: 1, n: 2})
r_dict_get = {n: "same"}.get(n, "missing")
r_dict_get_other = {n: "same"}.get(m, "missing")
r_nested = ((n,),) == ((n,),)
r_tuple_in_set = (n,) in {(n,)}
r_max = max([(n, 1), (n, 2)])[1]
r_sorted = [x[1] for x in sorted([(n, 3), (n, 1), (n, 2)])]
class Never:
    def __eq__(self, other):
        return False
    __hash__ = object.__hash__
o = Never()
r_obj_in = (o in [o], o in (o,), [o] == [o], (o,) == (o,), o == o)
r_obj_count = [o, Never()].count(o)
