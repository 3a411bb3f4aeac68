# probe: a while loop whose bound comes from the config, assigning a name only from its second iteration on
# inputs
budget = 4
# body
i = 0
state = "start"
while i < budget:
    i += 1
    if i > 1:
        state = "later"
