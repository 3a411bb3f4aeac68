# probe: a while loop whose bound comes from the config, its body continuing on some iterations before appending to a list: the list gets the other iterations' items
# inputs
budget = 4
# body
i = 0
picked = []
while i < budget:
    i += 1
    if i % 2:
        continue
    picked.append(i)
