//! What the form answers, field by field, in the words clients read.

pub const CLIENT_NAME_REQUIRED: &str = "Nome do cliente é obrigatório";
pub const CLIENT_EMAIL_INVALID: &str = "Formato de e-mail inválido";
pub const SERVICE_REQUIRED: &str = "Serviço é obrigatório";
pub const SERVICE_NOT_FOUND: &str = "Serviço não encontrado";
pub const LOCATION_REQUIRED: &str = "Local é obrigatório";
pub const LOCATION_NOT_OFFERED: &str = "Este local não atende o serviço escolhido";
pub const DATE_REQUIRED: &str = "Data é obrigatória";
pub const DATE_INVALID: &str = "Data inválida";
/// A date in a list's or the availability's query string.
pub const QUERY_DATE_INVALID: &str = "Data inválida (use aaaa-mm-dd)";
pub const TIME_REQUIRED: &str = "Horário é obrigatório";
pub const TIME_INVALID: &str = "Escolha um dos horários disponíveis";
pub const STATUS_REQUIRED: &str = "Status é obrigatório";
pub const WEEKDAYS_ONLY: &str = "Agendamentos apenas de segunda a sexta-feira";
pub const FUTURE_ONLY: &str = "Escolha uma data e um horário futuros";
pub const BIRTH_DATE_REQUIRED: &str = "Data de nascimento é obrigatória";
pub const BIRTH_PLACE_REQUIRED: &str = "Local de nascimento é obrigatório";
pub const CURRENT_ADDRESS_REQUIRED: &str = "Endereço atual é obrigatório";
pub const CLIENT_PHONE_REQUIRED: &str = "Telefone é obrigatório";
pub const DOCUMENT_TYPE_REQUIRED: &str = "Tipo de documento é obrigatório";
pub const DOCUMENT_NUMBER_REQUIRED: &str = "Número do documento é obrigatório";
pub const ISSUE_DATE_REQUIRED: &str = "Data de emissão é obrigatória";
pub const EXPIRY_DATE_REQUIRED: &str = "Data de validade é obrigatória";
pub const ISSUER_REQUIRED: &str = "Órgão emissor é obrigatório";
pub const AIRE_REQUIRED: &str = "Número A.I.R.E. é obrigatório";
pub const EXPIRY_BEFORE_ISSUE: &str = "A data de validade deve ser posterior à data de emissão";
pub const BIRTH_DATE_OUT_OF_RANGE: &str = "Data de nascimento deve estar entre 01/01/1900 e hoje";
pub const ISSUE_DATE_OUT_OF_RANGE: &str = "Data de emissão deve estar entre 01/01/1900 e hoje";
pub const EXPIRY_DATE_OUT_OF_RANGE: &str =
    "Data de validade deve estar entre 01/01/1900 e daqui a 30 anos";
pub const DATE_OUT_OF_RANGE: &str = "Agendamentos são aceitos de 01/01/2000 até dois anos à frente";

/// A text over its limit, naming the limit so the writer knows how much to cut.
pub fn text_too_long(max: usize) -> String {
    format!("Texto longo demais (máximo {max} caracteres)")
}
