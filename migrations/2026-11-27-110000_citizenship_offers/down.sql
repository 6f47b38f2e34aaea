DROP TABLE citizenship_offers;
