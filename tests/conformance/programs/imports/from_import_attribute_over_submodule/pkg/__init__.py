tool = "attribute"
