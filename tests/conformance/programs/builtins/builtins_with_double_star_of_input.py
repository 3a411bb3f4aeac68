# probe: keyword options held in an input dict and passed with ** to builtins and str methods (sorted/list.sort reverse=, max key=, enumerate start=, round ndigits=, sum start=, str.split sep=/maxsplit=): each option takes effect
# inputs
sort_opts = {"reverse": True}
key_opts = {"key": abs}
enum_opts = {"start": 1}
round_opts = {"ndigits": 1}
sum_opts = {"start": 10}
split_opts = {"sep": ","}
maxsplit_opts = {"maxsplit": 1}
# body
xs = [3, 1, 2]
r_sorted = sorted(xs, **sort_opts)
ys = list(xs)
ys.sort(**sort_opts)
r_sort = ys
r_max = max([1, -5], **key_opts)
r_enumerate = list(enumerate("ab", **enum_opts))
r_round = round(2.25, **round_opts)
r_sum = sum(xs, **sum_opts)
r_split = "a,b".split(**split_opts)
r_maxsplit = "a b c".split(**maxsplit_opts)
