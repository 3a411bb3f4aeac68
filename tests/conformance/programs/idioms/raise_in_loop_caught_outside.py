# probe: a loop over shapes raising on the first unaligned one, caught outside the loop; what was appended before stays
# inputs
Ks = [64, 128, 96, 256]
# body
done = []
try:
    for K in Ks:
        assert K % 64 == 0, K
        done.append(K)
    r_status = "all"
except AssertionError as e:
    r_status = type(e).__name__
r_done = done
r_K = K
def first_bad(ks):
    for i, k in enumerate(ks):
        if k % 64:
            return i
r_first_bad = first_bad(Ks)
r_none = first_bad([64])
