# probe: sort(reverse=True) keeps equal items in their original order (not reversed), with key and with equal-comparing types
# inputs
jobs = [("b", 1), ("a", 2), ("c", 1), ("d", 2), ("e", 0)]
nums = [1, 1.0, True, 0, 0.0, False]
# body
r_rev_key = [n for n, _ in sorted(jobs, key=lambda j: j[1], reverse=True)]
r_fwd_key = [n for n, _ in sorted(jobs, key=lambda j: j[1])]
r_rev_types = [type(v).__name__ for v in sorted(nums, reverse=True)]
r_fwd_types = [type(v).__name__ for v in sorted(nums)]
a = list(nums)
a.sort(reverse=True)
r_inplace = [type(v).__name__ for v in a]
r_rev_vs_reversed = sorted(jobs, key=lambda j: j[1], reverse=True) == list(reversed(sorted(jobs, key=lambda j: j[1])))
words = ["bb", "a", "cc", "d"]
r_len_rev = sorted(words, key=len, reverse=True)
