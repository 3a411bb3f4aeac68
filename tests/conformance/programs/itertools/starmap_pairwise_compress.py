# probe: starmap over tuples and over strs (each char one argument), pairwise over short inputs, compress with a shorter selector and truthy values
# inputs
pairs = [(2, 3), (4, 0), (1, 5)]
# body
import itertools, operator
r_starmap = list(itertools.starmap(pow, pairs))
r_starmap_op = list(itertools.starmap(operator.sub, pairs))
r_starmap_str = list(itertools.starmap(lambda a, b: a + b, ["ab", "cd"]))
r_pairwise = list(itertools.pairwise("abcd"))
r_pairwise_one = list(itertools.pairwise([1]))
r_pairwise_empty = list(itertools.pairwise([]))
r_compress = list(itertools.compress("abcdef", [1, 0, "x", "", None]))
r_compress_long = list(itertools.compress("ab", [1, 1, 1, 1]))
try:
    list(itertools.starmap(pow, [(1, 2), 3]))
    r_bad = "none"
except TypeError as e:
    r_bad = type(e).__name__
