# probe: which of two equal keys (1 vs 1.0) a set operation keeps: &, |, ^, -, in-place forms and methods
# inputs
one = 1
onef = 1.0
# body
r_and1 = {onef} & {one}
r_and2 = {one} & {onef}
r_and3 = {one, 2} & {onef}
r_and4 = {onef} & {one, 2}
r_isect1 = {onef}.intersection([one])
r_isect2 = {onef}.intersection({one})
r_or = {onef} | {one}
r_union = {onef}.union([one, True])
r_xor = {onef} ^ {one, 2}
r_sub = {onef, 2} - {one}
s = {one}
s.add(onef)
s.update([True])
r_s = s
s2 = {onef}
s2 |= {one}
r_s2 = s2
s3 = {onef, 2}
s3 &= {one}
r_s3 = s3
s4 = {onef, 2}
s4.intersection_update([one])
r_s4 = s4
s5 = {2.0}
s5.symmetric_difference_update({2, 3})
r_s5 = s5
