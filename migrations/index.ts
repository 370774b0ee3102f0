import * as migration_20261122_042417_initial from './20261122_042417_initial';
import * as migration_20261122_052513_google_sign_in from './20261122_052513_google_sign_in';
import * as migration_20261122_133503_admin_panel from './20261122_133503_admin_panel';
import * as migration_20261122_141827_s3_storage from './20261122_141827_s3_storage';
import * as migration_20261122_144835_member_engagement from './20261122_144835_member_engagement';
import * as migration_20261122_161855_downloads_kept_without_member from './20261122_161855_downloads_kept_without_member';
import * as migration_20261122_162048_rate_limits from './20261122_162048_rate_limits';
import * as migration_20261122_173323_calendar_reminders from './20261122_173323_calendar_reminders';
import * as migration_20261123_164734_email_verification from './20261123_164734_email_verification';
import * as migration_20261123_170507_organization_editors from './20261123_170507_organization_editors';
import * as migration_20261124_102444_speaker_full_name from './20261124_102444_speaker_full_name';
import * as migration_20261124_102707_live_session from './20261124_102707_live_session';
import * as migration_20261125_063000_member_state_notify from './20261125_063000_member_state_notify';
import * as migration_20261125_090605_rich_text from './20261125_090605_rich_text';
import * as migration_20261125_092912_share_images from './20261125_092912_share_images';
import * as migration_20261125_124238_staged_content from './20261125_124238_staged_content';
import * as migration_20261126_232447_dashboard_trends from './20261126_232447_dashboard_trends';
import * as migration_20261126_232539_audit_trail from './20261126_232539_audit_trail';
import * as migration_20261127_024223_member_language from './20261127_024223_member_language';
import * as migration_20261127_070953_invitation_language from './20261127_070953_invitation_language';
import * as migration_20261127_100102_content_languages from './20261127_100102_content_languages';
import * as migration_20261127_100844_translation_status from './20261127_100844_translation_status';
import * as migration_20261127_112451_documents_library_order from './20261127_112451_documents_library_order';
import * as migration_20261127_165050_documents_language_status from './20261127_165050_documents_language_status';
import * as migration_20261128_074442_email_outbox_rename from './20261128_074442_email_outbox_rename';
import * as migration_20261128_075618_member_notifications from './20261128_075618_member_notifications';
import * as migration_20261128_103313_notice_emails from './20261128_103313_notice_emails';
import * as migration_20261128_113311_content_audience from './20261128_113311_content_audience';
import * as migration_20261128_132921_weekly_digest from './20261128_132921_weekly_digest';
import * as migration_20261128_133018_site_search from './20261128_133018_site_search';
import * as migration_20261128_135017_people_directory from './20261128_135017_people_directory';
import * as migration_20261128_180500_search_audience from './20261128_180500_search_audience';
import * as migration_20261128_182912_survey_benchmarks from './20261128_182912_survey_benchmarks';
import * as migration_20261129_015736_standards_taxonomy from './20261129_015736_standards_taxonomy';
import * as migration_20261129_064011_document_tlp_labels from './20261129_064011_document_tlp_labels';
import * as migration_20261129_102833_project_tlp_labels from './20261129_102833_project_tlp_labels';
import * as migration_20261129_114555_document_versions from './20261129_114555_document_versions';
import * as migration_20261129_132114_passkeys_and_sessions from './20261129_132114_passkeys_and_sessions';
import * as migration_20261129_161921_admin_second_step from './20261129_161921_admin_second_step';
import * as migration_20261129_164111_organization_admins from './20261129_164111_organization_admins';
import * as migration_20261205_002429_membership_proof from './20261205_002429_membership_proof';
import * as migration_20261205_210000_sealed_authenticator_secrets from './20261205_210000_sealed_authenticator_secrets';
import * as migration_20261206_100000_project_owner_notify from './20261206_100000_project_owner_notify';
import * as migration_20261206_170000_search_vocabulary from './20261206_170000_search_vocabulary';
import * as migration_20261206_200000_search_recent_entries from './20261206_200000_search_recent_entries';
import * as migration_20261206_233000_about_page_languages from './20261206_233000_about_page_languages';
import * as migration_20261207_032639_conversation from './20261207_032639_conversation';
import * as migration_20261207_095949_search_file_matches from './20261207_095949_search_file_matches';

export const migrations = [
  {
    up: migration_20261122_042417_initial.up,
    down: migration_20261122_042417_initial.down,
    name: '20261122_042417_initial',
  },
  {
    up: migration_20261122_052513_google_sign_in.up,
    down: migration_20261122_052513_google_sign_in.down,
    name: '20261122_052513_google_sign_in',
  },
  {
    up: migration_20261122_133503_admin_panel.up,
    down: migration_20261122_133503_admin_panel.down,
    name: '20261122_133503_admin_panel',
  },
  {
    up: migration_20261122_141827_s3_storage.up,
    down: migration_20261122_141827_s3_storage.down,
    name: '20261122_141827_s3_storage',
  },
  {
    up: migration_20261122_144835_member_engagement.up,
    down: migration_20261122_144835_member_engagement.down,
    name: '20261122_144835_member_engagement',
  },
  {
    up: migration_20261122_161855_downloads_kept_without_member.up,
    down: migration_20261122_161855_downloads_kept_without_member.down,
    name: '20261122_161855_downloads_kept_without_member',
  },
  {
    up: migration_20261122_162048_rate_limits.up,
    down: migration_20261122_162048_rate_limits.down,
    name: '20261122_162048_rate_limits',
  },
  {
    up: migration_20261122_173323_calendar_reminders.up,
    down: migration_20261122_173323_calendar_reminders.down,
    name: '20261122_173323_calendar_reminders',
  },
  {
    up: migration_20261123_164734_email_verification.up,
    down: migration_20261123_164734_email_verification.down,
    name: '20261123_164734_email_verification',
  },
  {
    up: migration_20261123_170507_organization_editors.up,
    down: migration_20261123_170507_organization_editors.down,
    name: '20261123_170507_organization_editors',
  },
  {
    up: migration_20261124_102444_speaker_full_name.up,
    down: migration_20261124_102444_speaker_full_name.down,
    name: '20261124_102444_speaker_full_name',
  },
  {
    up: migration_20261124_102707_live_session.up,
    down: migration_20261124_102707_live_session.down,
    name: '20261124_102707_live_session',
  },
  {
    up: migration_20261125_063000_member_state_notify.up,
    down: migration_20261125_063000_member_state_notify.down,
    name: '20261125_063000_member_state_notify',
  },
  {
    up: migration_20261125_090605_rich_text.up,
    down: migration_20261125_090605_rich_text.down,
    name: '20261125_090605_rich_text',
  },
  {
    up: migration_20261125_092912_share_images.up,
    down: migration_20261125_092912_share_images.down,
    name: '20261125_092912_share_images',
  },
  {
    up: migration_20261125_124238_staged_content.up,
    down: migration_20261125_124238_staged_content.down,
    name: '20261125_124238_staged_content',
  },
  {
    up: migration_20261126_232447_dashboard_trends.up,
    down: migration_20261126_232447_dashboard_trends.down,
    name: '20261126_232447_dashboard_trends',
  },
  {
    up: migration_20261126_232539_audit_trail.up,
    down: migration_20261126_232539_audit_trail.down,
    name: '20261126_232539_audit_trail',
  },
  {
    up: migration_20261127_024223_member_language.up,
    down: migration_20261127_024223_member_language.down,
    name: '20261127_024223_member_language',
  },
  {
    up: migration_20261127_070953_invitation_language.up,
    down: migration_20261127_070953_invitation_language.down,
    name: '20261127_070953_invitation_language',
  },
  {
    up: migration_20261127_100102_content_languages.up,
    down: migration_20261127_100102_content_languages.down,
    name: '20261127_100102_content_languages',
  },
  {
    up: migration_20261127_100844_translation_status.up,
    down: migration_20261127_100844_translation_status.down,
    name: '20261127_100844_translation_status',
  },
  {
    up: migration_20261127_112451_documents_library_order.up,
    down: migration_20261127_112451_documents_library_order.down,
    name: '20261127_112451_documents_library_order',
  },
  {
    up: migration_20261127_165050_documents_language_status.up,
    down: migration_20261127_165050_documents_language_status.down,
    name: '20261127_165050_documents_language_status',
  },
  {
    up: migration_20261128_074442_email_outbox_rename.up,
    down: migration_20261128_074442_email_outbox_rename.down,
    name: '20261128_074442_email_outbox_rename',
  },
  {
    up: migration_20261128_075618_member_notifications.up,
    down: migration_20261128_075618_member_notifications.down,
    name: '20261128_075618_member_notifications',
  },
  {
    up: migration_20261128_103313_notice_emails.up,
    down: migration_20261128_103313_notice_emails.down,
    name: '20261128_103313_notice_emails',
  },
  {
    up: migration_20261128_113311_content_audience.up,
    down: migration_20261128_113311_content_audience.down,
    name: '20261128_113311_content_audience',
  },
  {
    up: migration_20261128_132921_weekly_digest.up,
    down: migration_20261128_132921_weekly_digest.down,
    name: '20261128_132921_weekly_digest',
  },
  {
    up: migration_20261128_133018_site_search.up,
    down: migration_20261128_133018_site_search.down,
    name: '20261128_133018_site_search',
  },
  {
    up: migration_20261128_135017_people_directory.up,
    down: migration_20261128_135017_people_directory.down,
    name: '20261128_135017_people_directory',
  },
  {
    up: migration_20261128_180500_search_audience.up,
    down: migration_20261128_180500_search_audience.down,
    name: '20261128_180500_search_audience',
  },
  {
    up: migration_20261128_182912_survey_benchmarks.up,
    down: migration_20261128_182912_survey_benchmarks.down,
    name: '20261128_182912_survey_benchmarks',
  },
  {
    up: migration_20261129_015736_standards_taxonomy.up,
    down: migration_20261129_015736_standards_taxonomy.down,
    name: '20261129_015736_standards_taxonomy',
  },
  {
    up: migration_20261129_064011_document_tlp_labels.up,
    down: migration_20261129_064011_document_tlp_labels.down,
    name: '20261129_064011_document_tlp_labels',
  },
  {
    up: migration_20261129_102833_project_tlp_labels.up,
    down: migration_20261129_102833_project_tlp_labels.down,
    name: '20261129_102833_project_tlp_labels',
  },
  {
    up: migration_20261129_114555_document_versions.up,
    down: migration_20261129_114555_document_versions.down,
    name: '20261129_114555_document_versions',
  },
  {
    up: migration_20261129_132114_passkeys_and_sessions.up,
    down: migration_20261129_132114_passkeys_and_sessions.down,
    name: '20261129_132114_passkeys_and_sessions',
  },
  {
    up: migration_20261129_161921_admin_second_step.up,
    down: migration_20261129_161921_admin_second_step.down,
    name: '20261129_161921_admin_second_step',
  },
  {
    up: migration_20261129_164111_organization_admins.up,
    down: migration_20261129_164111_organization_admins.down,
    name: '20261129_164111_organization_admins',
  },
  {
    up: migration_20261205_002429_membership_proof.up,
    down: migration_20261205_002429_membership_proof.down,
    name: '20261205_002429_membership_proof',
  },
  {
    up: migration_20261205_210000_sealed_authenticator_secrets.up,
    down: migration_20261205_210000_sealed_authenticator_secrets.down,
    name: '20261205_210000_sealed_authenticator_secrets',
  },
  {
    up: migration_20261206_100000_project_owner_notify.up,
    down: migration_20261206_100000_project_owner_notify.down,
    name: '20261206_100000_project_owner_notify',
  },
  {
    up: migration_20261206_170000_search_vocabulary.up,
    down: migration_20261206_170000_search_vocabulary.down,
    name: '20261206_170000_search_vocabulary',
  },
  {
    up: migration_20261206_200000_search_recent_entries.up,
    down: migration_20261206_200000_search_recent_entries.down,
    name: '20261206_200000_search_recent_entries',
  },
  {
    up: migration_20261206_233000_about_page_languages.up,
    down: migration_20261206_233000_about_page_languages.down,
    name: '20261206_233000_about_page_languages',
  },
  {
    up: migration_20261207_032639_conversation.up,
    down: migration_20261207_032639_conversation.down,
    name: '20261207_032639_conversation',
  },
  {
    up: migration_20261207_095949_search_file_matches.up,
    down: migration_20261207_095949_search_file_matches.down,
    name: '20261207_095949_search_file_matches'
  },
];
