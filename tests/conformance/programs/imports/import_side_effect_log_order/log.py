EVENTS = []
